'use client';
import { useFormik } from 'formik';
import { useSyncExternalStore } from 'react';
import * as yup from 'yup';

const schema = yup.object({ nombre: yup.string().required('Requerido'), correo: yup.string().email('Correo no válido').required('Requerido') });
const subscribe = () => () => {};

/** formik and yup in a plain client form; `data-ready` and an enabled button once hydrated. */
export function PlainForm() {
  const hydrated = useSyncExternalStore(subscribe, () => true, () => false);
  const formik = useFormik({ initialValues: { nombre: '', correo: '' }, validationSchema: schema, onSubmit: () => {} });
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-ready={hydrated ? '' : undefined}>
      <label>
        Nombre <input name="nombre" value={formik.values.nombre} onChange={formik.handleChange} />
      </label>
      <label>
        Correo <input name="correo" type="email" value={formik.values.correo} onChange={formik.handleChange} />
      </label>
      <button type="submit" disabled={!hydrated}>
        Registrarse
      </button>
    </form>
  );
}
