import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionHeadingFields } from '../../../schemas/generated/heading';
import { PageContext } from '../../../src/app/block-kit';
import { demoPageContext } from '../../../storybook/demo-page-context';
import { HeadedSection, type HeadedSectionProps } from './HeadedSection';

function renderSection(fields: SectionHeadingFields, props: Omit<HeadedSectionProps, 'fields'> = {}) {
  return render(
    <PageContext.Provider value={demoPageContext()}>
      <HeadedSection fields={fields} {...props}>
        <p>Body</p>
      </HeadedSection>
    </PageContext.Provider>,
  );
}

describe('HeadedSection', () => {
  it('is named by its heading, not by the fallback label', () => {
    renderSection({ heading: 'Sponsors' }, { label: 'Fallback' });
    const section = screen.getByRole('region', { name: 'Sponsors' });
    const heading = screen.getByRole('heading', { name: 'Sponsors' });
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(section.hasAttribute('aria-label')).toBe(false);
    expect(section.firstElementChild?.contains(heading)).toBe(true);
  });

  it('is named by its label when it has no heading', () => {
    renderSection({ subheading: 'Only a subtitle' }, { label: 'Live now' });
    const section = screen.getByRole('region', { name: 'Live now' });
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('stays an unnamed section (no region) without heading or label', () => {
    const { container } = renderSection({});
    expect(screen.queryByRole('region')).toBeNull();
    const section = container.querySelector('section');
    expect(section?.hasAttribute('aria-label')).toBe(false);
    expect(section?.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('honours the heading level, and falls back to h2', () => {
    renderSection({ heading: 'Agenda', headingLevel: 4 });
    expect(screen.getByRole('heading', { name: 'Agenda' }).tagName).toBe('H4');
    renderSection({ heading: 'Plain' });
    expect(screen.getByRole('heading', { name: 'Plain' }).tagName).toBe('H2');
  });

  it("keeps the block's own heading id and section attributes", () => {
    renderSection({ heading: 'Now' }, { headingId: 'block-7-heading', className: 'happening-now', style: { color: 'red' } });
    const section = screen.getByRole('region', { name: 'Now' });
    expect(screen.getByRole('heading', { name: 'Now' }).id).toBe('block-7-heading');
    expect(section.getAttribute('aria-labelledby')).toBe('block-7-heading');
    expect(section.className).toBe('happening-now');
    expect(section.style.color).toBe('red');
  });
});
