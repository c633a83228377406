import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { PageContext, type PageContextValue } from '../src/app/block-kit';
import shellTexts from '../src/i18n/locales/en-US.json';
import { createBlockI18n } from '../storybook/block-i18n';
import { demoPageContext } from '../storybook/demo-page-context';
import demoTexts from '../storybook/demo-texts.json';

const i18n = createBlockI18n();
// The seed settings name banner texts by key; the app serves them from the API, with the shell's texts that blocks share.
i18n.addResources('en-US', 'translation', demoTexts);
i18n.addResources('en-US', 'translation', shellTexts);
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <PageContext.Provider value={demoPageContext(parameters.pageContext as Partial<PageContextValue> | undefined)}>
            {/* Block layout rules ask the "viewport" container (the app's shell), not the window. */}
            <div style={{ container: 'viewport / inline-size' }}>
              <Story />
            </div>
          </PageContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
