import StarterDetail from './_components/StarterDetail.tsx';

export default function ToyStarterPage() {
  return <StarterDetail id="toy" />;
}
