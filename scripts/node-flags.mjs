/**
 * How Node runs the services' bundle in one process (`npm start`, the benchmark).
 * - `--liftoff-only`: the embedded database is Postgres compiled to WebAssembly; V8 compiles it with its
 *   baseline compiler and then again, in the background, with its optimising one, which holds tens of MB
 *   more and competes for the CPU while the product starts, for no speed its short statements notice.
 * - `--expose-gc`: the process gives its garbage back when it goes quiet (collectWhenIdle in the platform kit).
 */
export const BUNDLE_NODE_FLAGS = ['--enable-source-maps', '--liftoff-only', '--expose-gc'];

/**
 * glibc raises its mmap threshold each time a large block is freed, after which blocks that size (a password
 * hash's 16 MB of scratch space) come from heaps it never hands back to the system. A fixed threshold keeps
 * them mapped apart, returned when freed.
 */
export const BUNDLE_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
