/// <reference types="vite/client" />

/** The app's version (desktop/package.json), compiled in by vite.renderer.config.ts. */
declare const __APP_VERSION__: string;
