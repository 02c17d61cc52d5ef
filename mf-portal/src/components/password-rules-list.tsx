import { PASSWORD_RULES } from '@agency/contracts/password-rules';
import styled from 'styled-components';
import { copy } from '../copy';

const List = styled.ul`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
`;

const Box = styled.div`
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  margin: -0.5rem 0 1rem;
  p { margin: 0; }
`;

const RULE_TEXTS = new Set<string>(PASSWORD_RULES.map((rule) => rule.message));

/** The complexity rules a password fails travel as the password field's one error message, a rule per line. */
export const rulesMessage = (rules: readonly string[]) => rules.join('\n');

/** The failed rules a field error names (none when it is another message). */
export const failedRulesIn = (message: string | undefined): string[] => (message ? message.split('\n').filter((line) => RULE_TEXTS.has(line)) : []);

/** The complexity rules a password fails (spec section 5), tied to the password field through `id`. */
export function PasswordRulesList({ id, rules }: { id: string; rules: readonly string[] }) {
  if (rules.length === 0) return null;
  return (
    <Box id={id}>
      <p>{copy.common.passwordRulesIntro}</p>
      <List>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </List>
    </Box>
  );
}
