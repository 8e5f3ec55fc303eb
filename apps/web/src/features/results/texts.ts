import { addTexts } from '../../lib/texts';
import pl from './locales/pl.json';

// This feature's Polish texts (docs/decisions/0044-texts-per-feature.md).
addTexts(pl);
