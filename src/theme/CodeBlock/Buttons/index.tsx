import { useContext, type ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type { Props } from '@theme/CodeBlock/Buttons';
import { BuildTimeBlockContext } from '../buildTimeBlock';

/** theme-classic's copy and word-wrap buttons, left out of the blocks that have none (API declarations). */
export default function ButtonsWrapper(props: Props): ReactNode {
  return useContext(BuildTimeBlockContext).buttons ? <Buttons {...props} /> : null;
}
