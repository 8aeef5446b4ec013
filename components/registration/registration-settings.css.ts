import { css } from 'styled-components';
import { textFieldStyles } from '@/components/registration/registration-form.css';
import { theme } from '@/lib/theme';

/** The styles of registration-settings.tsx's markup (plain elements; composed by registration-form.tsx). */
export const registrationSettingsCss = css`
  [data-settings] {
    display: grid;
    gap: ${theme.space(3)};
    margin-top: ${theme.space(8)};
    padding: ${theme.space(5)};
    border: 2px dashed ${theme.colors.textMuted};
    border-radius: ${theme.radii.md};
    font-size: ${theme.fontSizes.sm};
  }
  [data-settings] h4 {
    font-size: ${theme.fontSizes.base};
  }
  [data-settings] form {
    display: grid;
    gap: ${theme.space(2)};
  }
  [data-settings] label {
    font-weight: 600;
  }
  [data-settings] input[type='url'] {
    ${textFieldStyles}
  }
  [data-destination] {
    word-break: break-all;
  }
  [data-settings-actions] {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
  }
  [data-settings-actions] button {
    min-height: 44px;
    padding: ${theme.space(2)} ${theme.space(4)};
    border: 2px solid ${theme.colors.navy};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.navy};
    font-weight: 600;
    cursor: pointer;
  }
  [data-settings-status='error'] {
    color: ${theme.colors.error};
    font-weight: 600;
  }
`;
