import type { Plugin } from 'vite';

export function messageChunks(options: { buildDirectory: string }): Plugin;
