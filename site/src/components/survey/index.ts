export { SurveyProvider, useSurvey, webhookUrlFrom, type SurveyApi } from './Survey.tsx';
export { createSurveyId, isValidEmail, RATINGS, submitSurvey, type Rating, type SurveyPayload } from './submit.ts';
