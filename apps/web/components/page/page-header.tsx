import { AppLink } from '../shell/app-link';

/** A page's breadcrumbs and title. */
export function PageHeader({
  title,
  crumbs = [],
}: {
  title: string;
  crumbs?: readonly { path: string; label: string }[];
}) {
  return (
    <>
      {crumbs.length ? (
        <nav aria-label="Breadcrumb">
          <ol className="breadcrumbs">
            {crumbs.map((c) => (
              <li key={c.path}>
                <AppLink path={c.path}>{c.label}</AppLink>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className="page-title">{title}</h1>
    </>
  );
}

export function ErrorState({ message }: { message: string }) {
  return (
    <p className="error-state" role="alert">
      {message}
    </p>
  );
}
