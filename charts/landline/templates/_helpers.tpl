{{/* Chart name, truncated to the 63 characters Kubernetes names allow. */}}
{{- define "landline.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Fully qualified release name. Per-target resources append "-<target>", so it is kept shorter.
*/}}
{{- define "landline.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 48 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 48 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 48 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "landline.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels on every object. */}}
{{- define "landline.labels" -}}
helm.sh/chart: {{ include "landline.chart" . }}
app.kubernetes.io/name: {{ include "landline.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: landline
{{- end }}

{{/* Selector labels of one target; call with (dict "root" $ "target" "identity"). */}}
{{- define "landline.selectorLabels" -}}
app.kubernetes.io/name: {{ include "landline.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .target }}
{{- end }}

{{/* Name of one target's Deployment and Service; call with (dict "root" $ "target" "identity"). */}}
{{- define "landline.targetName" -}}
{{- printf "%s-%s" (include "landline.fullname" .root) .target }}
{{- end }}

{{- define "landline.configName" -}}
{{- printf "%s-config" (include "landline.fullname" .) }}
{{- end }}

{{- define "landline.secretName" -}}
{{- default (printf "%s-secrets" (include "landline.fullname" .)) .Values.secrets.existingSecret }}
{{- end }}

{{- define "landline.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "landline.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{- define "landline.image" -}}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}

{{/* A target's image: speechImage where the target sets speech. Takes (dict "root" $ "svc" $svc). */}}
{{- define "landline.targetImage" -}}
{{- if .svc.speech }}
{{- $image := .root.Values.image }}
{{- $speech := .root.Values.speechImage }}
{{- printf "%s:%s" (default (printf "%s-speech" $image.repository) $speech.repository) (default (default .root.Chart.AppVersion $image.tag) $speech.tag) }}
{{- else }}
{{- include "landline.image" .root }}
{{- end }}
{{- end }}
