'use client';
import { useEffect } from 'react';
import { reportError } from '../lib/reporting/report';

/**
 * A rendering error in the root layout itself (§8: "UNEXPECTED ERROR IN ERROR APP"): the shell is gone, so a plain
 * page with the way home; reported when reporting was configured before the failure.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <title>UNEXPECTED ERROR</title>
      </head>
      <body>
        <main
          data-page-id="server_error"
          role="alert"
          style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}
        >
          <h1>UNEXPECTED ERROR IN ERROR APP</h1>
          <p>
            <a href="/">Go to home page</a>
          </p>
        </main>
      </body>
    </html>
  );
}
