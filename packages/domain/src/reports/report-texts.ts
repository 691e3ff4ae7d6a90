/** Spec 000 §2, §8 texts of the report screens, verbatim, plus those of the issue-11 additions. */
export const REPORT_TEXTS = {
  refresh: 'Actualizar',
  refreshing: 'Actualizando...',
  retry: 'Reintentar',
  loadError: 'Error al cargar datos',
  chartError: 'Error al crear el gráfico',
  showTable: 'Ver tabla de datos',
  hideTable: 'Ocultar tabla de datos',
  period: 'Período',
  desde: 'Desde',
  hasta: 'Hasta',
  apply: 'Aplicar',
  dashboard: {
    title: 'Dashboard de Reportes',
    subtitle: 'Panel de control y estadísticas principales',
    loading: 'Cargando Dashboard',
    kpisTitle: 'Indicadores Principales',
    disponibles: 'Vehículos Disponibles',
    enPiso: 'In Piso',
    externos: 'Externos',
    ventasMes: 'Ventas Mes Actual',
    mesPasado: 'Mes pasado',
    ingresosMes: 'Ingresos Mes Actual',
    promedioVenta: 'Promedio por venta',
    clientes: 'Clientes Interesados',
    esteMes: 'Este mes',
    valorInventario: 'Valor Total Inventario',
    sellIn: 'Ingresos Sell-In',
    mesActual: 'Mes actual',
    summaryTitle: 'Resumen General',
    conversion: 'Tasa de Conversión',
    rotacion: 'Rotación Inventario',
    valorPromedio: 'Valor Promedio Vehículo',
    diasInventario: 'Días de Inventario',
    diasInventarioHint: 'Stock disponible ÷ ventas diarias promedio de los últimos 90 días',
    sinVentas90: 'Sin ventas en 90 días',
    agingTitle: 'Antigüedad del Inventario',
    agingSubtitle: 'Autos disponibles por días en stock desde su fecha de ingreso',
    oldestTitle: 'Autos con más días en stock',
  },
  sales: {
    title: 'Reporte de Ventas',
    chartTitle: 'Evolución de Ventas Mensuales',
    amountSeries: 'Ventas ($)',
    countSeries: 'Cantidad Vendidos',
    loading: 'Cargando datos de ventas...',
    requestError: 'Error al cargar los datos de ventas',
    emptyTitle: 'Sin datos disponibles',
    emptyText: 'No hay datos de ventas para mostrar en este momento.',
    profitTitle: 'Utilidad Bruta por Unidad',
    profitSubtitle: 'Precio de venta menos el último precio de compra, por mes',
  },
  status: {
    title: 'Estados de Automóviles',
    subtitle: 'Distribución de vehículos por estado actual',
    print: 'Imprimir',
    total: 'Total Vehículos',
    disponibles: 'Disponibles',
    vendidos: 'Vendidos',
    principal: 'Estado Principal',
    none: 'N/A',
    legendTitle: 'Detalle por Estado',
    loading: 'Cargando datos de estados...',
    emptyTitle: 'No hay datos disponibles',
    tryAgain: 'Intentar nuevamente',
    loadError: 'Error al cargar los datos. Por favor, intente nuevamente.',
    invalid: 'No se encontraron datos válidos',
    emptyList: 'No hay datos disponibles para mostrar',
  },
  clients: {
    title: 'Reporte de Clientes Interesados',
    chartTitle: 'Nuevos Clientes',
    yAxis: 'Cantidad de Clientes',
    xAxis: 'Período',
    footer: 'Datos actualizados automáticamente. Último período:',
    noData: 'Sin datos',
    loading: 'Cargando datos de clientes...',
    errorText: 'No se pudieron obtener los datos de clientes.',
    emptyTitle: 'No hay datos disponibles',
    emptyText: 'No se encontraron registros de clientes para mostrar.',
    funnelTitle: 'Embudo de Clientes por Asesor',
    funnelSubtitle: 'Clientes interesados → atendidos → vendidos en el período',
    funnelEmpty: 'No hay clientes interesados en el período.',
    unassigned: 'Sin asignar',
  },
  topBrands: {
    title: 'Top 10 Marcas',
    subtitle: 'Las diez marcas con más unidades vendidas en el período, con su stock disponible',
    chartTitle: 'Unidades vendidas por marca',
    loading: 'Cargando datos de marcas...',
    emptyTitle: 'Sin datos disponibles',
    emptyText: 'No hay ventas en el período elegido.',
  },
} as const;

/** Spec 000 §2 tooltips of the sales chart. */
export function salesAmountTooltip(amount: string): string {
  return `Ventas: ${amount}`;
}

export function salesCountTooltip(cantidad: number): string {
  return `Cantidad: ${cantidad} autos`;
}

/** Spec 000 §2: the clients report's footer. */
export function clientsFooter(lastPeriod: string | null): string {
  return `${REPORT_TEXTS.clients.footer} ${lastPeriod ?? REPORT_TEXTS.clients.noData}`;
}
