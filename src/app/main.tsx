import { configProblems } from '@/services/config/problems';
import { renderConfigErrorPage } from './errors/config-error-page';
import { installGlobalErrorHandlers } from './errors/global-handlers';

// Only dependency-free modules are imported here: the configuration is checked before any module that reads
// it runs, so a missing variable shows a page naming it instead of a blank screen.
installGlobalErrorHandlers();
const problems = configProblems(import.meta.env, __DEMO_MODE__);
if (problems.length > 0) renderConfigErrorPage(problems);
else void import('./boot').then(({ boot }) => boot());
