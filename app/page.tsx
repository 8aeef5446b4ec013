import { Box } from '@/components/ui/box';
export default function Page() { return <Box>Hola</Box>; }
