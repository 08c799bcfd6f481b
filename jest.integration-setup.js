// Integration tests boot real services (migrations, NATS consumers, BullMQ): hooks and tests get the
// same generous limit. The project-level `testTimeout` alone does not reach hooks in Jest 30.
import { jest } from '@jest/globals';

jest.setTimeout(60_000);
