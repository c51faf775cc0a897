import { afterAll } from 'vitest';
import { fault } from '../support/upstream';

// Whatever a file left switched on, the next file starts with a healthy upstream.
afterAll(() => fault('off'));
