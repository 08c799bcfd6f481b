// What other workspaces may import from the safety service (the gateway's tests boot it in-process).
export { SafetyModule } from './safety.module.js';
// The check-in timers (the gateway's tests drop their Redis jobs to prove the sweeper behind them).
export { CheckInsJobs } from './check-ins/check-ins.jobs.js';
// Its error catalogue (the gateway's error-catalogue test checks the web can say each in every language).
export { errors } from './errors.js';
