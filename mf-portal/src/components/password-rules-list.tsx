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
