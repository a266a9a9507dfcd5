import type { ReactNode } from 'react';
import { AppLink } from '../shell/app-link';

/** A page's breadcrumbs and title, with an optional control beside the title (a favourite star). */
export function PageHeader({
  title,
  crumbs = [],
  action,
  compact = false,
}: {
  title: string;
  crumbs?: readonly { path: string; label: string }[];
  action?: ReactNode;
  /** On a phone the title is for screen readers only (home: the first screen is for events and prices). */
  compact?: boolean;
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
      {action ? (
        <div className="page-star">
          <h1 className="page-title">{title}</h1>
          {action}
        </div>
      ) : (
        <h1 className={compact ? 'page-title page-title--compact' : 'page-title'}>{title}</h1>
      )}
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
