// The heap limits of the server's worker threads (imports, exports, PDF stamps). A thread's young
// generation grows to V8's default (tens of MB per thread) before it is swept; every thread's
// garbage counts in the process's memory at once, which took a 20 MiB dry run over the 300 MB
// bound of issue 23. A smaller young generation is swept more often and costs little: the rows
// these threads make are short-lived. Only the young generation is bounded, never the old one (a
// bound there would end a large job with an out-of-memory error).
import type { ResourceLimits } from 'node:worker_threads';

export const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 8 };
