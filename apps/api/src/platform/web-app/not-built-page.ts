/** Shown instead of the web app when its build is missing, so a fresh checkout explains itself. */
export function notBuiltPage(distDir: string): string {
  const escapedDir = distDir.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Kennel: web app not built</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
    <h1>The web app has not been built yet</h1>
    <p>The API is running, but there is no web app in <code>${escapedDir}</code>.</p>
    <p>Run <code>npm run build</code>, then restart the server.</p>
  </body>
</html>
`;
}
