/** Spanish texts of the back-office vehicle screens (spec 001 §8), zod-free so any page may import them. */
export const VEHICLE_MESSAGES = {
  saved: 'Automóvil guardado correctamente.',
  saveFailed: 'Error al guardar el automóvil.',
  loadFailed: 'Error al cargar los automóviles. Por favor, intenta nuevamente.',
  searchFailed: 'Error en la búsqueda. Por favor, intenta nuevamente.',
  notFound: 'No se encontró el automóvil.',
  conflict:
    'Otra persona modificó este automóvil mientras lo editabas. Recarga sus datos y vuelve a aplicar tus cambios; no se guardó nada.',
  placaTaken: 'Ya existe otro automóvil con esa placa.',
  vinTaken: 'Ya existe otro automóvil con ese VIN / número de serie.',
  inactivated: 'El automóvil ahora está no disponible.',
  sold: 'El automóvil fue marcado como vendido.',
  archived: 'El automóvil fue eliminado del inventario. Un administrador puede restaurarlo.',
  restored: 'El automóvil fue restaurado al inventario.',
  notArchived: 'El automóvil no está eliminado.',
  sameStatus: 'El automóvil ya tiene ese estado.',
  revisionNotFound: 'El automóvil no tiene documento de revisión técnica.',
  copied: 'La información del vehículo ha sido copiada al portapapeles.',
  copyFailed: 'No se pudo copiar al portapapeles.',
  noPhotos: 'No se pudieron obtener las imágenes del automóvil.',
} as const;

/**
 * Spec 001 §8 "Sell confirmation", verbatim: the inventory's 'Marcar como vendido' and a manager's
 * lead closed as sold ask the same, naming the car (decision 0040).
 */
export const VEHICLE_SELL_TEXTS = {
  title: '¿Esta seguro?',
  message: 'Se cambiara el estado a vendido',
  confirmLabel: 'Si, Vender!',
  doneTitle: 'Automovil Vendido!',
} as const;

/** Field messages of the vehicle form. */
export const VEHICLE_FIELD_MESSAGES = {
  marca: 'Completa la marca',
  modelo: 'Completa el modelo',
  anio: 'Ingresa un año entre 1950 y el próximo año',
  anioModelo: 'El año modelo no puede ser anterior al año de fabricación',
  precioCompra: 'Ingresa el precio de compra',
  number: 'Ingresa un número entero positivo',
  placa: 'La placa debe tener el formato ABC-123',
  vin: 'El VIN / número de serie tiene 17 caracteres: letras (excepto I, O y Q) y dígitos',
  estado: 'Elige el estado del vehículo',
  tienda: 'Elige la tienda',
  option: 'Elige una opción de la lista',
  ownerNombres: 'Completa los nombres del propietario',
  ownerApellidos: 'Completa los apellidos del propietario',
  ownerDni: 'Completa el DNI del propietario',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
} as const;
