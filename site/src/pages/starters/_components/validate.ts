/** The submission form's fields, as typed. */
export interface SubmissionValues {
  name: string;
  repositoryUrl: string;
  demoUrl: string;
  owner: string;
  contactEmail: string;
  description: string;
  features: string;
}

export type FieldName = keyof SubmissionValues;
export type SubmissionErrors = Partial<Record<FieldName, string>>;

/** The JSON body sent to the submission endpoint. */
export interface SubmissionPayload {
  name: string;
  repositoryUrl: string;
  demoUrl: string;
  owner: string;
  contactEmail: string;
  description: string;
  features: string[];
}

export const EMPTY_VALUES: SubmissionValues = { name: '', repositoryUrl: '', demoUrl: '', owner: '', contactEmail: '', description: '', features: '' };

export const LIMITS = { name: 60, owner: 80, descriptionMin: 40, descriptionMax: 400, features: 10, featureLength: 120 };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url : undefined;
  } catch {
    return undefined;
  }
}

export function featureList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Every problem of the form, in the order the fields appear; an empty object when it can be sent. */
export function validate(v: SubmissionValues): SubmissionErrors {
  const errors: SubmissionErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'Enter the name of your starter.';
  else if (name.length > LIMITS.name) errors.name = `Keep the name to ${LIMITS.name} characters or fewer.`;

  const repo = v.repositoryUrl.trim();
  const repoUrl = httpUrl(repo);
  if (!repo) errors.repositoryUrl = 'Enter the address of the starter’s public repository.';
  else if (!repoUrl || repoUrl.protocol !== 'https:') errors.repositoryUrl = 'Enter the full repository address, starting with https://, for example https://github.com/your-org/your-starter.';
  else if (repoUrl.pathname.split('/').filter(Boolean).length < 2) errors.repositoryUrl = 'Enter the address of the repository itself, with both the owner and the repository name.';

  const demo = v.demoUrl.trim();
  if (!demo) errors.demoUrl = 'Enter the address of a live demo of the starter.';
  else if (!httpUrl(demo)) errors.demoUrl = 'Enter the full demo address, starting with https://.';

  const owner = v.owner.trim();
  if (!owner) errors.owner = 'Enter the person or company that maintains the starter.';
  else if (owner.length > LIMITS.owner) errors.owner = `Keep the owner to ${LIMITS.owner} characters or fewer.`;

  const email = v.contactEmail.trim();
  if (!email) errors.contactEmail = 'Enter an email address we can reach you at.';
  else if (!EMAIL.test(email)) errors.contactEmail = 'Enter an email address in the format name@example.com.';

  const description = v.description.trim();
  if (!description) errors.description = 'Describe your starter.';
  else if (description.length < LIMITS.descriptionMin) errors.description = `Write at least ${LIMITS.descriptionMin} characters, so visitors know what the starter is for.`;
  else if (description.length > LIMITS.descriptionMax) errors.description = `Shorten the description to ${LIMITS.descriptionMax} characters or fewer; it has ${description.length}.`;

  const features = featureList(v.features);
  if (features.length === 0) errors.features = 'List at least one feature, one per line.';
  else if (features.length > LIMITS.features) errors.features = `List at most ${LIMITS.features} features; there are ${features.length}.`;
  else if (features.some((f) => f.length > LIMITS.featureLength)) errors.features = `Keep each feature to ${LIMITS.featureLength} characters or fewer.`;
  return errors;
}

export function toPayload(v: SubmissionValues): SubmissionPayload {
  return {
    name: v.name.trim(),
    repositoryUrl: v.repositoryUrl.trim(),
    demoUrl: v.demoUrl.trim(),
    owner: v.owner.trim(),
    contactEmail: v.contactEmail.trim(),
    description: v.description.trim(),
    features: featureList(v.features),
  };
}
