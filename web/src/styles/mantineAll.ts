/** Every Mantine style (in the `mantine` cascade layer): loaded with any page or dialog past the landing page. */
import '@mantine/core/styles.layer.css';
import '@mantine/charts/styles.layer.css';
