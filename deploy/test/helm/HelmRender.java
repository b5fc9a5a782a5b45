// Helm without a helm binary: helm-java (Maven Central) embeds Helm's Go libraries through JNA.
// Run by scripts/helm.mjs in single-file source mode:
//
//   java -cp "<cache>/lib/*" deploy/test/helm/HelmRender.java lint <chart>
//   java -cp "<cache>/lib/*" deploy/test/helm/HelmRender.java template <chart> [--name N] [--namespace NS]
//        [--values FILE]... [--set KEY=VALUE]... [--kube-version V]
//   java -cp "<cache>/lib/*" deploy/test/helm/HelmRender.java version
//
// lint is always strict (warnings fail); it prints Helm's messages and exits 1 when linting failed.
// template prints the rendered manifests (YAML) on stdout.
import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;

import java.nio.file.Path;
import java.nio.file.Paths;

public class HelmRender {

  public static void main(String[] args) {
    if (args.length < 1) usage();
    try {
      switch (args[0]) {
        case "version" -> System.out.println(Helm.version().call());
        case "lint" -> System.exit(lint(chart(args)));
        case "template" -> System.out.print(template(chart(args), args));
        default -> usage();
      }
    } catch (RuntimeException e) {
      System.err.println("helm " + args[0] + " failed: " + e.getMessage());
      System.exit(1);
    }
  }

  private static Path chart(String[] args) {
    if (args.length < 2) usage();
    return Paths.get(args[1]).toAbsolutePath().normalize();
  }

  private static int lint(Path chart) {
    LintResult result = new Helm(chart).lint().strict().call();
    result.getMessages().forEach(System.out::println);
    System.out.println("Failed: " + result.isFailed());
    return result.isFailed() ? 1 : 0;
  }

  private static String template(Path chart, String[] args) {
    TemplateCommand command = new Helm(chart).template().withName("landline");
    for (int i = 2; i < args.length; i++) {
      String flag = args[i];
      if (i + 1 >= args.length) usage();
      String value = args[++i];
      switch (flag) {
        case "--name" -> command.withName(value);
        case "--namespace" -> command.withNamespace(value);
        case "--values", "-f" -> command.withValuesFile(Paths.get(value).toAbsolutePath().normalize());
        case "--kube-version" -> command.withKubeVersion(value);
        case "--set" -> {
          int eq = value.indexOf('=');
          if (eq < 1) usage();
          command.set(value.substring(0, eq), value.substring(eq + 1));
        }
        default -> usage();
      }
    }
    return command.call();
  }

  private static void usage() {
    System.err.println("usage: HelmRender lint <chart> | template <chart> [--name N] [--namespace NS] [--values FILE]... [--set K=V]... [--kube-version V] | version");
    System.exit(2);
  }
}
