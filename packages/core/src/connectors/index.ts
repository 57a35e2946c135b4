export { orderConnectors, type ConnectorGroup, type ConnectorGroupName, type OrderConnectorsParameters } from './orderConnectors'
