import { headingIdOf, type ProfileSectionId } from './profileSections';

/**
 * Moves focus to a section's heading once the dialog that was open has closed and handed focus back: after a
 * delete or a removal the control that had focus is gone, so focus would otherwise drop to the page.
 */
export function focusSectionHeading(section: ProfileSectionId): void {
  window.setTimeout(() => document.getElementById(headingIdOf(section))?.focus(), 0);
}
