/** Every code sample of the second, fourth, sixth… page of docs/ runs, its output compared (tests/samples/suite.ts). */
import { describeSamples } from './samples/suite.ts';

describeSamples(1);
