import type { Plugin } from 'vite';

export function keepServerBuild(options: { buildDirectory: string; livePaths: string[] }): Plugin;
