export { gatewayModule } from "./module";
