import OriginalAnnouncementBar from '@theme-original/AnnouncementBar';
import { useSurvey } from '../components/survey/Survey.tsx';

export { DISMISS_KEY, ID_KEY } from '@theme-original/AnnouncementBar';

/** The theme's announcement bar, with a button that opens the satisfaction survey. */
export default function AnnouncementBar() {
  const survey = useSurvey();
  return (
    <OriginalAnnouncementBar>
      {survey && (
        <button type="button" className="survey-bar-button" aria-haspopup="dialog" onClick={(e) => survey.open(e.currentTarget)}>
          Take the survey!
        </button>
      )}
    </OriginalAnnouncementBar>
  );
}
