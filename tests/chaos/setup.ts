import { afterAll } from 'vitest';
import { fault } from '../worker/upstream-hooks';

// Whatever a file left switched on, the next file starts with a healthy upstream.
afterAll(() => fault('off'));
