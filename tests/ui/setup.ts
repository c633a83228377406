import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import shellTexts from '../../src/i18n/locales/en-US.json';
import { createBlockI18n } from '../../storybook/block-i18n';

// The global i18next instance, ready synchronously with the English block texts and the shell's own texts.
createBlockI18n(i18next);
i18next.addResourceBundle('en-US', 'translation', shellTexts, true, false);

// The first import of a lazy chunk (the editor overlay, a block's code) is transformed on demand; on a busy CI machine,
// running the browser story tests beside this project, that alone can pass the default second of findBy and waitFor.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
