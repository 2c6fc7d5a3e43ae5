/** Every code sample of the first half of docs/ pages runs, its output compared (tests/samples/suite.ts deals them). */
import { describeSamples } from './samples/suite.ts';

describeSamples(0);
