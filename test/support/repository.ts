/** Paths of the repository the journeys run against. */
import path from 'node:path';

/** The repository root. */
export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

/** Where journeys save their screenshots. */
export const screenshotDirectory = path.join(repositoryRoot, '.data', 'screenshots');
