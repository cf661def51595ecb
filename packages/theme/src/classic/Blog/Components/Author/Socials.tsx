import IconGitHub from '@theme/Icon/Socials/GitHub';
import IconX from '@theme/Icon/Socials/X';
import IconLinkedIn from '@theme/Icon/Socials/LinkedIn';
import IconDefault from '@theme/Icon/Socials/Default';

const ICONS: Record<string, typeof IconDefault> = { github: IconGitHub, x: IconX, twitter: IconX, linkedin: IconLinkedIn };

/** An author's links to their profiles elsewhere. */
export default function AuthorSocials({ author }: { author: { socials?: Record<string, string> } }) {
  const entries = Object.entries(author.socials ?? {});
  if (entries.length === 0) return null;
  return (
    <span className="author-socials">
      {entries.map(([platform, href]) => {
        const Icon = ICONS[platform.toLowerCase()] ?? IconDefault;
        return (
          <a key={platform} href={href} target="_blank" rel="noopener noreferrer" title={platform}>
            <Icon aria-label={platform} />
          </a>
        );
      })}
    </span>
  );
}
