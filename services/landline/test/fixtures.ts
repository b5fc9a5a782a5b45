/** What the composed-product tests send: an AI employee as the web app creates it, and a tiny recording. */
export const agentPayload = (name: string) => ({
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: name,
  language: 'en',
  customizations: {
    company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
    agent: { name },
    schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
    knowledgebase: '',
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
    features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
    afterHours: 'emergency',
  },
  transferConfig: { enabled: true, transferNumber: '+12125551234' },
});

/** A WebM (EBML) header, then silence: what the recording service accepts as WebM audio. */
export const webm = (bytes: number) => Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex'), Buffer.alloc(bytes)]);

/** The settings of a one-process child on embedded stores, as a newcomer's `npm start` runs it, on free ports. */
export const embeddedChildEnv = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  TARGET: 'all',
  PORT: '0',
  DATA_DIR: dataDir,
  GRPC_PORTS: 'ephemeral',
  LOG_LEVEL: 'info',
  KAFKA_BROKERS: '',
  DATABASE_URL: '',
  AUTH_PROVIDER: 'embedded',
  KEYCLOAK_URL: '',
});
