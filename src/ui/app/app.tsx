export function App() {
  return <main>Cueline</main>;
}
