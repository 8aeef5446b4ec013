export const metadata = { title: 'Referencia', description: 'Export mínimo de Next.js para comparar.' };

export default function RootLayout({ children }) {
  return (
    <html lang="es-CO">
      <body>{children}</body>
    </html>
  );
}
