// asyncStartup lets the federation runtime negotiate shared singletons before this module runs.
import { bootstrap } from './bootstrap';

void bootstrap();
