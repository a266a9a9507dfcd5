export default function HomePage() {
  return <main>Slipstream</main>;
}
