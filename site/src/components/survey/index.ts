export { SurveyProvider, useSurvey, type SurveyApi } from './Survey.tsx';
export { SURVEY_QUESTION, SURVEY_TITLE } from './SurveyForm.tsx';
export { createSurveyId, isValidEmail, RATINGS, submitSurvey, webhookUrlFrom, type Rating, type SurveyPayload } from './submit.ts';
