import { createGlobalStyle } from 'styled-components';

const GlobalStyle = createGlobalStyle`
  body { margin: 0; font-family: sans-serif; }
`;

export const metadata = { title: 'Contrato', description: 'La salida de Next que lee el post-build.' };

export default function RootLayout({ children }) {
  return (
    <html lang="es-CO">
      <body>
        <GlobalStyle />
        {children}
      </body>
    </html>
  );
}
