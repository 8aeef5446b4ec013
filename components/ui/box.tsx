import styled from 'styled-components';
export const Box = styled.div`
  color: #123456;
  padding: 20px;
  &:hover { color: red; }
`;
