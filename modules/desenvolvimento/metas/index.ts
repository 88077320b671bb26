/** Training-hours goals: the goals per month, their indicator and their action plans. */
export { registerMetas } from './metas';
export { seedDemoMetas } from './demo';
