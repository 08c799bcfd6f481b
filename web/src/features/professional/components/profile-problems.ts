import type { professionalProfileSchema } from '@converge/contracts';
import { professional } from '@/locales/professional';

type Issue = NonNullable<ReturnType<typeof professionalProfileSchema.safeParse>['error']>['issues'][number];

/**
 * A problem the shared schema finds in the profile form, in the app's language. The schema's own
 * messages are the server's English; here each field and kind of problem has its own whole sentence.
 */
export function profileProblem(issue: Issue): string {
  const t = professional.t;
  const field = String(issue.path[0] ?? '');
  const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
  switch (field) {
    case 'displayName':
    case 'jobTitle':
      return issue.code === 'too_big' ? t(`error.${field}.tooLong`, { max }) : t(`error.${field}.required`);
    case 'company':
    case 'bio':
    case 'workLocation':
      return t(`error.${field}.tooLong`, { max });
    case 'industry':
    case 'seniority':
      return t(`error.${field}`);
    case 'expertise':
    case 'interests':
      // A problem with one tag has the tag's index in its path; one with the list has none.
      return issue.path.length > 1 ? t(`error.${field}.tooLong`, { max }) : t(`error.${field}.tooMany`, { max });
    case 'linkedinUrl':
      return issue.code === 'too_big' ? t('error.linkedinUrl.tooLong', { max }) : t('error.linkedinUrl');
    case 'timezone':
      return t('error.timezone');
    default:
      return issue.message;
  }
}
