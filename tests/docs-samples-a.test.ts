/** Every code sample of the first, third, fifth… page of docs/ runs, its output compared (tests/samples/suite.ts). */
import { describeSamples } from './samples/suite.ts';

describeSamples(0);
