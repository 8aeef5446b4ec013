/** Placeholder for the registration form island (issue 3 replaces this). */
export function RegistrationFormSlot() {
  return <p data-registration-slot="">El formulario de registro se mostrará aquí.</p>;
}
