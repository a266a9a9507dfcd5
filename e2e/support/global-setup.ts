import type { TestProject } from 'vitest/node';
import {
  buildServer,
  ensureWebBuild,
  makeDataTemplate,
  SHARED_SERVER_LOG,
  startServer,
  type RunningServer,
} from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let removeTemplate: (() => void) | undefined;

/** The compiled server built, the web app built (if missing), and one real server for the whole e2e run. */
export async function setup(project: TestProject): Promise<void> {
  buildServer();
  ensureWebBuild();
  removeTemplate = makeDataTemplate();
  server = await startServer({}, SHARED_SERVER_LOG);
  project.provide('baseUrl', server.baseUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  removeTemplate?.();
}
