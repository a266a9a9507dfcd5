import { AppLink } from '../shell/app-link';

/** A row of links shown as chips (a sport's categories, a category's leagues); nothing when there are none. */
export function ChipLinks({
  label,
  testId,
  links,
}: {
  label: string;
  testId: string;
  links: readonly { id: number; path: string; name: string }[];
}) {
  if (!links.length) return null;
  return (
    <ul className="chips" aria-label={label} data-testid={testId}>
      {links.map((l) => (
        <li key={l.id}>
          <AppLink path={l.path} className="chip">
            {l.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
